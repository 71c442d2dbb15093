package app.locus.isolation.declared;

import app.locus.assistants.AssistantConnectionService;
import app.locus.assistants.AssistantConsentService;
import app.locus.base.Role;
import app.locus.isolation.Declared.Outcome;
import app.locus.isolation.FeatureAccess;

/**
 * Assistants signing in with OAuth (DD224): anyone signed in may allow an assistant to
 * act as them, and reads on the consent page only what the assistant registered about
 * itself, which names no tenant; each person sees and disconnects only their own
 * assistants.
 */
class AssistantsAccess extends FeatureAccess {

	AssistantsAccess() {
		super("app.locus.assistants");
		service(AssistantConsentService.class).agency(Role.CLIENT_VIEWER, "describe");
		service(AssistantConnectionService.class).agency(Role.CLIENT_VIEWER, "connected", "disconnect")
			.withForeignIds("disconnect", Outcome.EMPTY,
					"connections are looked up among the person's own: another's key finds none and ends nothing");
		route("connect-assistant", Role.CLIENT_VIEWER);
		route("account/assistants", Role.CLIENT_VIEWER);
	}

}
