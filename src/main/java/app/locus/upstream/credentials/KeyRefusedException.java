package app.locus.upstream.credentials;

import java.util.Map;

import app.locus.base.ValidationException;

/**
 * The service refused a key that was about to be saved; nothing was stored. The message
 * carries the service's own reason (redacted by the gateway: never the key).
 */
public final class KeyRefusedException extends ValidationException {

	KeyRefusedException(String serviceReason) {
		super(Map.of("secret", "The service refused this key (\"" + serviceReason
				+ "\"). It was not saved. Check the key, and the key's IP whitelist at the service."));
	}

}
