package app.locus.assistants;

import java.util.List;

/**
 * What the person is asked on the consent page: which assistant, where it sends them
 * back, and the scopes it asks for, in the server's order.
 */
public record ConsentRequest(String clientName, String returnsTo, List<String> scopes) {

	public ConsentRequest {
		scopes = List.copyOf(scopes);
	}

}
