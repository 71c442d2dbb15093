package app.locus.isolation;

import java.util.Map;
import java.util.Set;

import app.locus.base.Role;
import app.locus.isolation.MarkedWorld.Actor;
import app.locus.isolation.MarkedWorld.MarkedWorkspace;

/**
 * Who may call one service method, as a feature's access declaration states it by hand
 * (never read from the code under test), and so what each actor's call must end with.
 *
 * @param scope what the method is scoped by
 * @param roles the roles admitted (the minimum role and every role above it, or a set
 * stated explicitly)
 * @param mayRefuse roles that the method may refuse further by a rule of its own (a
 * setting of the agency, a budget), with the rule
 * @param foreignIds what a call with the ids of a tenant the actor may not touch ends
 * with
 * @param reason why a system or anonymous entry point is one
 * @param declaredIn the declaration class, for messages
 */
public record Declared(Scope scope, Set<Role> roles, Map<Role, String> mayRefuse, Outcome foreignIds, String reason,
		Class<?> declaredIn) {

	/** What a method is scoped by. */
	public enum Scope {

		/** The {@code WorkspaceId} it takes: only people who see that workspace. */
		WORKSPACE,
		/**
		 * The person's own agency (users, hosts, branding, the agency calendar): ids of
		 * another agency's data are not found.
		 */
		AGENCY,
		/**
		 * Works before sign-in (an invitation link, public branding): may be called by
		 * anyone and must leak and change nothing of another tenant.
		 */
		ANONYMOUS,
		/**
		 * Answers what an agency publishes before sign-in (its branding, its sign-in
		 * provider's name): anyone may read it, so its answer is not searched for
		 * markers, and it must change nothing.
		 */
		PUBLIC,
		/**
		 * Run by the system, never on behalf of a person: the matrix does not call it.
		 */
		SYSTEM

	}

	/** What a call must end with. */
	public enum Outcome {

		/**
		 * Passes the access checks: any result or a typed refusal about the input or the
		 * state, but neither not-found nor forbidden.
		 */
		ALLOWED,
		/** A {@code NotFoundException}, exactly as for an id that does not exist. */
		NOT_FOUND,
		/** A {@code ForbiddenException}. */
		FORBIDDEN,
		/** An empty answer (nothing, an empty list or {@code Optional}, zero, false). */
		EMPTY,
		/** A {@code ValidationException}: the input is refused as such. */
		INVALID,
		/** Anything typed, as long as nothing of another tenant leaks or changes. */
		ANY

	}

	/**
	 * The outcome of a call as {@code actor} against {@code target}'s workspace or ids.
	 */
	public Outcome expected(Actor actor, MarkedWorkspace target, boolean takesId) {
		Role role = actor.user().role();
		return switch (scope) {
			case WORKSPACE ->
				!actor.sees(target) ? Outcome.NOT_FOUND : roles.contains(role) ? Outcome.ALLOWED : Outcome.FORBIDDEN;
			case AGENCY -> !roles.contains(role) ? Outcome.FORBIDDEN
					: takesId && !actor.user().agencyId().equals(target.agency()) ? foreignIds : Outcome.ALLOWED;
			case ANONYMOUS, PUBLIC, SYSTEM -> Outcome.ANY;
		};
	}

	/**
	 * The outcome of a call in {@code workspace} that names ids (a campaign, a report...)
	 * of another workspace: refused as in that workspace, else {@link #foreignIds}.
	 */
	public Outcome expectedWithIdsOf(Actor actor, MarkedWorkspace workspace) {
		Outcome there = expected(actor, workspace, true);
		return there == Outcome.ALLOWED ? foreignIds : there;
	}

	/** Whether the actor may be refused further by the method's own rule. */
	public boolean mayRefuse(Role role) {
		return mayRefuse.containsKey(role);
	}

}
