/**
 * Shared test support: the test database and the integration-test configuration.
 */
package app.locus.support;
