package app.locus.simulator;

/**
 * One request the simulator received.
 *
 * @param path below the simulator's root, without trailing slash
 * @param accountId the account whose key or token came with it, or null
 * @param status the status answered, or 0 when no answer was sent (hang, reset)
 * @param handled whether it reached its endpoint (false for an unknown key, a rate-limit
 * refusal or a fault that answered in its place)
 * @param receivedAtNanos when it arrived, on the simulator's nano clock (for measuring
 * request windows as the service would see them)
 * @param keyInQuery whether an {@code api_key} came in the query string, where proxies
 * and access logs keep it
 */
public record ReceivedCall(String method, String path, String accountId, int status, boolean handled,
		long receivedAtNanos, boolean keyInQuery) {

}
