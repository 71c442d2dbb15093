package app.locus.upstream.credentials;

/** Where an OAuth connection of a workspace stands (DD034). */
public enum ConnectionStatus {

	/** In use by the gateway. */
	ACTIVE,
	/** The service no longer renews its tokens; an admin must connect again. */
	NEEDS_RECONNECT,
	/** Ended in Locus (and revoked at the service). */
	DISCONNECTED

}
