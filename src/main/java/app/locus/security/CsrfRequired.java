package app.locus.security;

import com.vaadin.flow.spring.security.RequestUtil;

import org.springframework.security.config.ObjectPostProcessor;
import org.springframework.security.web.csrf.CsrfFilter;
import org.springframework.security.web.util.matcher.AndRequestMatcher;
import org.springframework.security.web.util.matcher.NegatedRequestMatcher;
import org.springframework.security.web.util.matcher.OrRequestMatcher;
import org.springframework.security.web.util.matcher.RequestMatcher;

/**
 * Which requests must carry Spring's CSRF token: every one that may change something,
 * except Vaadin's own (they carry Vaadin's token) and the given exempt ones. Vaadin's
 * {@code setLoginView} exempts the login form too, which lets any site sign a visitor's
 * browser in to an account of the site's choosing (login CSRF); Vaadin's login form sends
 * the token from the page's meta tags, so the exemption is not needed (DD102). The
 * exemptions of {@code CsrfConfigurer} can only grow, so the filter's matcher is replaced
 * as a whole.
 */
final class CsrfRequired implements ObjectPostProcessor<CsrfFilter> {

	private final RequestMatcher matcher;

	CsrfRequired(RequestUtil vaadin, RequestMatcher... exempt) {
		RequestMatcher vaadinOwn = vaadin::isFrameworkInternalRequest;
		this.matcher = new AndRequestMatcher(CsrfFilter.DEFAULT_CSRF_MATCHER,
				new NegatedRequestMatcher(new OrRequestMatcher(vaadinOwn, new OrRequestMatcher(exempt))));
	}

	@Override
	public <O extends CsrfFilter> O postProcess(O filter) {
		filter.setRequireCsrfProtectionMatcher(matcher);
		return filter;
	}

}
