package app.locus.security;

import java.util.Optional;

import com.vaadin.flow.server.VaadinRequest;

import org.springframework.stereotype.Component;
import org.springframework.web.context.request.RequestContextHolder;
import org.springframework.web.context.request.ServletRequestAttributes;

/**
 * The sign-in of the current request that waits for its second factor, if any: what the
 * second-factor pages show and check. Only {@link SecondFactorGate} puts it there, from
 * the session.
 */
@Component
public class PendingSignIns {

	/** The request attribute that carries the {@link PendingSignIn}. */
	public static final String ATTRIBUTE = PendingSignIns.class.getName();

	public Optional<PendingSignIn> current() {
		VaadinRequest vaadin = VaadinRequest.getCurrent();
		if (vaadin != null) {
			return pending(vaadin.getAttribute(ATTRIBUTE));
		}
		if (RequestContextHolder.getRequestAttributes() instanceof ServletRequestAttributes servlet) {
			return pending(servlet.getRequest().getAttribute(ATTRIBUTE));
		}
		return Optional.empty();
	}

	private static Optional<PendingSignIn> pending(Object attribute) {
		return attribute instanceof PendingSignIn pending ? Optional.of(pending) : Optional.empty();
	}

}
