package app.locus.assistants;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.annotation.JsonProperty;
import org.jspecify.annotations.Nullable;

/**
 * What an assistant sends to register itself (RFC 7591, section 2): the fields Locus
 * reads; every other field is ignored, as the RFC allows.
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record ClientRegistrationRequest(@JsonProperty("redirect_uris") @Nullable List<String> redirectUris,
		@JsonProperty("client_name") @Nullable String clientName,
		@JsonProperty("token_endpoint_auth_method") @Nullable String tokenEndpointAuthMethod,
		@JsonProperty("grant_types") @Nullable List<String> grantTypes) {

}
