package app.locus.upstream.credentials;

/**
 * Where to send the person's browser to approve the connection at the service, and what
 * to keep in their session until the service sends them back.
 */
public record AuthorizationStart(String authorizeUrl, PendingAuthorization pending) {

}
