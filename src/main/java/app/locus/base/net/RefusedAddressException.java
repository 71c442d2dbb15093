package app.locus.base.net;

import java.net.UnknownHostException;

/**
 * A host name resolved to an address the server must not connect to. It is an
 * {@link UnknownHostException} so that HTTP clients treat it as a failed name lookup and
 * never open a connection.
 */
public class RefusedAddressException extends UnknownHostException {

	private final String host;

	public RefusedAddressException(String host, String reason) {
		super(host + ": " + reason);
		this.host = host;
	}

	public String host() {
		return host;
	}

}
