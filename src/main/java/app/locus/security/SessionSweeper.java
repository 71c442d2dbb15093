package app.locus.security;

import java.time.Clock;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import jakarta.servlet.http.HttpSession;

import app.locus.base.UserId;
import app.locus.security.repository.SessionStanding;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.scheduling.annotation.Scheduled;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.web.context.HttpSessionSecurityContextRepository;

/**
 * Ends, on this node, every signed-in session that may no longer go on (its user disabled
 * or their sessions ended on any node, idle or too old), every
 * {@code locus.session.check-interval} without waiting for its next request: the HTTP
 * session is invalidated, which closes its Vaadin session, its UIs and their push
 * connections, so an open tab receives nothing more (DD109). One query for all users with
 * a session here.
 */
class SessionSweeper {

	private static final Logger log = LoggerFactory.getLogger(SessionSweeper.class);

	private final LiveSessions live;

	private final SessionCheck check;

	private final Clock clock;

	SessionSweeper(LiveSessions live, SessionCheck check, Clock clock) {
		this.live = live;
		this.check = check;
		this.clock = clock;
	}

	@Scheduled(fixedDelayString = "${locus.session.check-interval:PT2S}",
			initialDelayString = "${locus.session.check-interval:PT2S}")
	void endOverdueSessions() {
		Map<HttpSession, LocusUser> signedIn = new LinkedHashMap<>();
		for (HttpSession session : live.all()) {
			try {
				if (session.getAttribute(
						HttpSessionSecurityContextRepository.SPRING_SECURITY_CONTEXT_KEY) instanceof SecurityContext context
						&& context.getAuthentication() != null
						&& context.getAuthentication().getPrincipal() instanceof LocusUser user) {
					signedIn.put(session, user);
				}
			}
			catch (IllegalStateException invalidated) {
				live.forget(session);
			}
		}
		if (signedIn.isEmpty()) {
			return;
		}
		Map<UserId, SessionStanding> standings = check.standings(Set.copyOf(signedIn.values()));
		Instant now = clock.instant();
		signedIn.forEach((session, user) -> {
			if (!check.mayContinue(session, Optional.ofNullable(standings.get(user.id())), now)) {
				end(session, user);
			}
		});
	}

	private void end(HttpSession session, LocusUser user) {
		try {
			session.invalidate();
			log.info("Ended a session of user {} between requests", user.id());
		}
		catch (IllegalStateException alreadyEnded) {
			// ended by its own request meanwhile
		}
		live.forget(session);
	}

}
