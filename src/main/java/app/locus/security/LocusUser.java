package app.locus.security;

import java.util.Collection;
import java.util.List;

import app.locus.base.AgencyId;
import app.locus.base.Role;
import app.locus.base.UserId;

import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.core.authority.SimpleGrantedAuthority;
import org.springframework.security.core.userdetails.UserDetails;

/**
 * The signed-in person as every service sees them: who, in which agency, with which role.
 */
public record LocusUser(UserId id, AgencyId agencyId, String email, String displayName, Role role, String passwordHash,
		boolean enabled) implements UserDetails {

	@Override
	public Collection<? extends GrantedAuthority> getAuthorities() {
		return List.of(new SimpleGrantedAuthority(role.authority()));
	}

	@Override
	public String getPassword() {
		return passwordHash;
	}

	@Override
	public String getUsername() {
		return email;
	}

	@Override
	public boolean isEnabled() {
		return enabled;
	}

	/** Keeps the password hash out of logs and error messages. */
	@Override
	public String toString() {
		return "LocusUser[" + id + ", " + role + "]";
	}

}
