// Package e2e holds shima's end-to-end tests: the real server with the real
// browser client, driven in headless Chromium as people would use it.
package e2e
