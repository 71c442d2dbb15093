package app.locus.security;

import java.time.Clock;

import app.locus.security.repository.AccountRepository;
import com.vaadin.flow.spring.security.VaadinWebSecurity;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.security.authentication.AccountStatusUserDetailsChecker;
import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.dao.DaoAuthenticationProvider;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.core.session.SessionRegistry;
import org.springframework.security.core.session.SessionRegistryImpl;
import org.springframework.security.crypto.factory.PasswordEncoderFactories;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.oauth2.client.oidc.userinfo.OidcUserRequest;
import org.springframework.security.oauth2.client.userinfo.OAuth2UserService;
import org.springframework.security.oauth2.core.oidc.user.OidcUser;
import org.springframework.security.web.session.ConcurrentSessionFilter;
import org.springframework.security.web.session.HttpSessionEventPublisher;

/**
 * Sign-in for the portal: Vaadin's login view, password sign-in behind the login
 * throttle, sign-in through an agency's identity provider (OIDC), session fixation
 * protection, sessions that end when their user is disabled, and sign-in only at a host
 * of one's own agency or of the platform. See DD020 to DD022, DD070, DD071.
 */
@Configuration
@EnableWebSecurity
@EnableScheduling
class SecurityConfig extends VaadinWebSecurity {

	static final String LOGIN_PATH = "/" + SignInPage.ROUTE;

	/**
	 * Open without a session: the simulator (own auth), health probes, OAuth callbacks,
	 * images, the error page (it shows nothing but the status in words, DD118).
	 */
	private static final String[] PUBLIC_PATHS = { "/sim/**", "/actuator/health/**", "/oauth2/**", "/login/oauth2/**",
			"/images/**", "/brand/**", "/error" };

	private final AccountRepository accounts;

	private final Clock clock;

	private final SiteResolver sites;

	private final OAuth2UserService<OidcUserRequest, OidcUser> providerUsers;

	private final SignInPage signInPage;

	SecurityConfig(AccountRepository accounts, Clock clock, SiteResolver sites,
			OAuth2UserService<OidcUserRequest, OidcUser> providerUsers, SignInPage signInPage) {
		this.accounts = accounts;
		this.clock = clock;
		this.sites = sites;
		this.providerUsers = providerUsers;
		this.signInPage = signInPage;
	}

	@Bean
	PasswordEncoder passwordEncoder() {
		// {bcrypt} by default; the prefix lets stronger schemes take over without a
		// reset.
		return PasswordEncoderFactories.createDelegatingPasswordEncoder();
	}

	@Bean
	AuthenticationProvider authenticationProvider(PasswordEncoder encoder, LoginThrottle throttle) {
		DaoAuthenticationProvider passwords = new DaoAuthenticationProvider(new AccountUserDetailsService(accounts));
		passwords.setPasswordEncoder(encoder);
		// Check the password before the account's status, so a disabled account answers
		// as slowly as any other.
		passwords.setPreAuthenticationChecks(user -> {
		});
		passwords.setPostAuthenticationChecks(new AccountStatusUserDetailsChecker());
		return new ThrottledAuthenticationProvider(passwords, throttle, sites);
	}

	@Bean
	SessionRegistry sessionRegistry() {
		return new SessionRegistryImpl();
	}

	@Bean
	HttpSessionEventPublisher httpSessionEventPublisher() {
		return new HttpSessionEventPublisher();
	}

	@Override
	protected void configure(HttpSecurity http) throws Exception {
		http.authorizeHttpRequests(auth -> auth.requestMatchers(pathMatchers(PUBLIC_PATHS)).permitAll());
		http.csrf(csrf -> csrf.ignoringRequestMatchers(pathMatchers("/sim/**")));
		http.sessionManagement(session -> session.sessionFixation(fixation -> fixation.changeSessionId())
			.addSessionAuthenticationStrategy(new SignInInstant(clock))
			.sessionConcurrency(concurrency -> concurrency.maximumSessions(-1)
				.sessionRegistry(sessionRegistry())
				// The filter has already logged the session out: carry on as anonymous,
				// as RevokedSessionFilter does.
				.expiredSessionStrategy(
						event -> event.getFilterChain().doFilter(event.getRequest(), event.getResponse()))));
		http.addFilterAfter(new RevokedSessionFilter(accounts), ConcurrentSessionFilter.class);
		http.addFilterAfter(new ForeignSiteFilter(sites, SecurityContextHolder.getContextHolderStrategy()),
				RevokedSessionFilter.class);
		super.configure(http);
		setLoginView(http, signInPage.view(), LOGIN_PATH);
		http.formLogin(form -> form.failureHandler(new SignInFailureHandler()));
		// Client registrations come from each agency's identity-provider settings (the
		// ClientRegistrationRepository bean); the registration id is the agency id.
		http.oauth2Login(oauth -> oauth.loginPage(LOGIN_PATH)
			.userInfoEndpoint(userInfo -> userInfo.oidcUserService(providerUsers))
			.successHandler(new ProviderSignInSuccessHandler(sessionRegistry()))
			.failureHandler(new SignInFailureHandler()));
	}

}
