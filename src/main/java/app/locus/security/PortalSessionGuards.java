package app.locus.security;

import java.time.Clock;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.context.SecurityContextHolderFilter;
import org.springframework.security.web.session.ConcurrentSessionFilter;
import org.springframework.stereotype.Component;

/**
 * What every chain that reads the portal's session must check before it trusts it: the
 * session is not revoked or idle, belongs to the site it is used at, and has passed the
 * second factor. The portal's chain and the assistants' consent (DD224) both apply it.
 */
@Component
public class PortalSessionGuards {

	private final ObjectProvider<SessionCheck> sessionCheck;

	private final SiteResolver sites;

	private final Clock clock;

	PortalSessionGuards(ObjectProvider<SessionCheck> sessionCheck, SiteResolver sites, Clock clock) {
		this.sessionCheck = sessionCheck;
		this.sites = sites;
		this.clock = clock;
	}

	public void guard(HttpSecurity http) {
		http.addFilterAfter(new RevokedSessionFilter(sessionCheck.getObject(), clock), ConcurrentSessionFilter.class);
		http.addFilterAfter(new ForeignSiteFilter(sites, SecurityContextHolder.getContextHolderStrategy()),
				RevokedSessionFilter.class);
		// Before any filter that reads the sign-in: a password-only session is anonymous.
		http.addFilterAfter(new SecondFactorGate(SecurityContextHolder.getContextHolderStrategy(), clock),
				SecurityContextHolderFilter.class);
	}

}
