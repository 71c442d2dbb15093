package app.locus.tenancy;

import java.util.Set;

import app.locus.base.AgencyId;
import app.locus.base.OpaqueId;
import app.locus.base.Role;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.security.LocusUser;

import org.springframework.security.authentication.UsernamePasswordAuthenticationToken;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Makes agencies, workspaces and users with random names for one test, through the same
 * provisioning the demo data uses, and signs them in for service calls.
 */
public final class TestTenants {

	/** The password of every user made here. */
	public static final String PASSWORD = "test-password-1234";

	private final AgencyProvisioning provisioning;

	public TestTenants(AgencyProvisioning provisioning) {
		this.provisioning = provisioning;
	}

	/** A new agency with a random name. */
	public TestAgency agency() {
		String name = "Agency " + OpaqueId.next().substring(0, 8);
		return new TestAgency(provisioning.createAgency(name, name, "#1f6feb", java.util.List.of()));
	}

	/** Makes this user the current user of the test thread (for service calls). */
	public static void signIn(LocusUser user) {
		SecurityContextHolder.getContext()
			.setAuthentication(UsernamePasswordAuthenticationToken.authenticated(user, null, user.getAuthorities()));
	}

	public static void signOut() {
		SecurityContextHolder.clearContext();
	}

	/** An agency made for a test, with helpers to fill it. */
	public final class TestAgency {

		private final AgencyId id;

		private TestAgency(AgencyId id) {
			this.id = id;
		}

		public AgencyId id() {
			return id;
		}

		/** A new workspace with a random name that starts with {@code prefix}. */
		public WorkspaceId workspace(String prefix) {
			return provisioning.createWorkspace(id, prefix + " " + OpaqueId.next().substring(0, 6));
		}

		/**
		 * A new enabled user with {@link TestTenants#PASSWORD}, assigned to the
		 * workspaces.
		 */
		public LocusUser user(Role role, WorkspaceId... workspaces) {
			String email = role.name().toLowerCase().replace('_', '-') + "-" + OpaqueId.next().substring(0, 10)
					+ "@example.test";
			String name = "Test " + role.name().toLowerCase();
			UserId user = provisioning.createUser(id, new NewUser(email, name, role, PASSWORD, Set.of(workspaces)));
			return new LocusUser(user, id, email, name, role, null, true);
		}

	}

}
