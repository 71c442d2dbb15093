package app.locus.security;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import app.locus.security.repository.AccountRepository;
import com.vaadin.flow.server.auth.AnnotatedViewAccessChecker;
import com.vaadin.flow.server.auth.DefaultAccessCheckDecisionResolver;
import com.vaadin.flow.server.auth.NavigationAccessControl;
import com.vaadin.flow.spring.security.RequestUtil;
import com.vaadin.flow.spring.security.VaadinSavedRequestAwareAuthenticationSuccessHandler;
import com.vaadin.flow.spring.security.VaadinWebSecurity;

import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;
import org.springframework.scheduling.annotation.EnableScheduling;
import org.springframework.security.authentication.AccountStatusUserDetailsChecker;
import org.springframework.security.authentication.AuthenticationProvider;
import org.springframework.security.authentication.dao.DaoAuthenticationProvider;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.annotation.web.configuration.EnableWebSecurity;
import org.springframework.security.core.session.SessionRegistry;
import org.springframework.security.core.session.SessionRegistryImpl;
import org.springframework.security.crypto.bcrypt.BCryptPasswordEncoder;
import org.springframework.security.crypto.password.DelegatingPasswordEncoder;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.security.oauth2.client.oidc.userinfo.OidcUserRequest;
import org.springframework.security.oauth2.client.userinfo.OAuth2UserService;
import org.springframework.security.oauth2.core.oidc.user.OidcUser;
import org.springframework.security.web.authentication.UsernamePasswordAuthenticationFilter;
import org.springframework.security.web.authentication.session.ChangeSessionIdAuthenticationStrategy;
import org.springframework.security.web.authentication.session.CompositeSessionAuthenticationStrategy;
import org.springframework.security.web.authentication.session.RegisterSessionAuthenticationStrategy;
import org.springframework.security.web.authentication.LoginUrlAuthenticationEntryPoint;
import org.springframework.security.web.util.matcher.AnyRequestMatcher;
import org.springframework.security.web.session.HttpSessionEventPublisher;

/**
 * Sign-in for the portal: Vaadin's login view, password sign-in behind the login
 * throttle, sign-in through an agency's identity provider (OIDC), session fixation
 * protection, sessions that end when their user is disabled, after an idle timeout and an
 * absolute lifetime (also between requests, on every node), sign-in only at a host of
 * one's own agency or of the platform, the second factor after the password, the CSRF
 * token on every form post including the login, actuator beyond health closed. See DD020
 * to DD022, DD070, DD071, DD102, DD103, DD107, DD109, DD111.
 */
@Configuration
@EnableWebSecurity
@EnableScheduling
class SecurityConfig extends VaadinWebSecurity {

	static final String LOGIN_PATH = "/" + SignInPage.ROUTE;

	/**
	 * Open without a session: the simulator (own auth), health probes, OAuth callbacks,
	 * images, the error page (it shows nothing but the status in words, DD118), the pages
	 * of share links (the token is the key, DD145).
	 */
	private static final String[] PUBLIC_PATHS = { "/sim/**", "/actuator/health/**", "/oauth2/**", "/login/oauth2/**",
			"/images/**", "/brand/**", "/error", "/share/*" };

	private final AccountRepository accounts;

	private final Clock clock;

	private final SiteResolver sites;

	private final OAuth2UserService<OidcUserRequest, OidcUser> providerUsers;

	private final SignInPage signInPage;

	private final RequestUtil requestUtil;

	private final ObjectProvider<SessionCheck> sessionCheck;

	// Through a provider: the second factor needs the password encoder declared here.
	private final ObjectProvider<SecondFactor> secondFactor;

	private final PortalSessionGuards guards;

	SecurityConfig(AccountRepository accounts, Clock clock, SiteResolver sites,
			OAuth2UserService<OidcUserRequest, OidcUser> providerUsers, SignInPage signInPage, RequestUtil requestUtil,
			ObjectProvider<SessionCheck> sessionCheck, ObjectProvider<SecondFactor> secondFactor,
			PortalSessionGuards guards) {
		this.guards = guards;
		this.requestUtil = requestUtil;
		this.accounts = accounts;
		this.sessionCheck = sessionCheck;
		this.clock = clock;
		this.sites = sites;
		this.providerUsers = providerUsers;
		this.signInPage = signInPage;
		this.secondFactor = secondFactor;
	}

	/**
	 * Vaadin's access control for views with Vaadin's defaults (the annotation checker,
	 * the default decision), the roles asked of the request (DD168). Primary, so that
	 * Vaadin's security setup and its navigation listener take this one. Static: this
	 * configuration asks for it while it is itself being made (VaadinWebSecurity's
	 * afterPropertiesSet), when an instance method could not yet make it.
	 */
	@Bean
	@Primary
	static NavigationAccessControl requestRolesAccessControl(AnnotatedViewAccessChecker annotations) {
		return new RequestRolesAccessControl(List.of(annotations), new DefaultAccessCheckDecisionResolver());
	}

	@Bean
	PasswordEncoder passwordEncoder() {
		return delegatingEncoder();
	}

	static PasswordEncoder delegatingEncoder() {
		// New hashes are {bcrypt-sha256} (any length, DD107); older {bcrypt} ones still
		// sign in. The prefix lets stronger schemes take over without a reset.
		return new DelegatingPasswordEncoder(BcryptSha256PasswordEncoder.ID, Map.of(BcryptSha256PasswordEncoder.ID,
				new BcryptSha256PasswordEncoder(), "bcrypt", new BCryptPasswordEncoder()));
	}

	@Bean
	AuthenticationProvider authenticationProvider(PasswordEncoder encoder, LoginThrottle throttle) {
		return new PasswordThenSecondFactor(
				new ThrottledAuthenticationProvider(passwordChecks(accounts, encoder), throttle, sites),
				secondFactor.getObject(), clock);
	}

	/** The password check behind the throttle. */
	static DaoAuthenticationProvider passwordChecks(AccountRepository accounts, PasswordEncoder encoder) {
		DaoAuthenticationProvider passwords = new DaoAuthenticationProvider(new AccountUserDetailsService(accounts));
		passwords.setPasswordEncoder(encoder);
		// Check the password before the account's status, so a disabled account answers
		// as slowly as any other.
		passwords.setPreAuthenticationChecks(user -> {
		});
		passwords.setPostAuthenticationChecks(new AccountStatusUserDetailsChecker());
		return passwords;
	}

	@Bean
	SessionLimits sessionLimits(@Value("${locus.session.idle-timeout:PT30M}") Duration idleTimeout,
			@Value("${locus.session.absolute-lifetime:PT12H}") Duration absoluteLifetime) {
		return new SessionLimits(idleTimeout, absoluteLifetime);
	}

	@Bean
	SessionCheck sessionCheck(SessionLimits limits) {
		return new SessionCheck(accounts, limits);
	}

	@Bean
	SessionSweeper sessionSweeper(LiveSessions live, SessionCheck check) {
		return new SessionSweeper(live, check, clock);
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
		// Of actuator only health answers on this port, to no one else (DD103).
		http.authorizeHttpRequests(auth -> auth.requestMatchers(pathMatchers(PUBLIC_PATHS))
			.permitAll()
			.requestMatchers(pathMatchers("/actuator", "/actuator/**"))
			.denyAll());
		http.sessionManagement(session -> session.sessionFixation(fixation -> fixation.changeSessionId())
			.addSessionAuthenticationStrategy(new SignInInstant(clock, sessionCheck.getObject().limits().idleTimeout()))
			.sessionConcurrency(concurrency -> concurrency.maximumSessions(-1)
				.sessionRegistry(sessionRegistry())
				// The filter has already logged the session out: carry on as anonymous,
				// as RevokedSessionFilter does.
				.expiredSessionStrategy(
						event -> event.getFilterChain().doFilter(event.getRequest(), event.getResponse()))));
		guards.guard(http);
		http.addFilterBefore(
				new SecondFactorCodeFilter(secondFactor.getObject(), accounts, sites,
						new CompositeSessionAuthenticationStrategy(List.of(new ChangeSessionIdAuthenticationStrategy(),
								new SignInInstant(clock, sessionCheck.getObject().limits().idleTimeout()),
								new RegisterSessionAuthenticationStrategy(sessionRegistry())))),
				UsernamePasswordAuthenticationFilter.class);
		super.configure(http);
		setLoginView(http, signInPage.view(), LOGIN_PATH);
		http.csrf(csrf -> csrf.withObjectPostProcessor(new CsrfRequired(requestUtil, pathMatchers("/sim/**"))));
		// Redirects never name the request's Host header (DD114): to the login page by
		// path (replacing Vaadin's entry point for any request), after sign-in by path.
		LoginUrlAuthenticationEntryPoint toLogin = new LoginUrlAuthenticationEntryPoint(LOGIN_PATH);
		toLogin.setFavorRelativeUris(true);
		http.exceptionHandling(
				exceptions -> exceptions.defaultAuthenticationEntryPointFor(toLogin, AnyRequestMatcher.INSTANCE));
		http.getSharedObject(VaadinSavedRequestAwareAuthenticationSuccessHandler.class)
			.setRedirectStrategy(new PathOnlyRedirects());
		http.formLogin(form -> form.failureHandler(new SignInFailureHandler()));
		// Client registrations come from each agency's identity-provider settings (the
		// ClientRegistrationRepository bean); the registration id is the agency id.
		http.oauth2Login(oauth -> oauth.loginPage(LOGIN_PATH)
			.userInfoEndpoint(userInfo -> userInfo.oidcUserService(providerUsers))
			.successHandler(new ProviderSignInSuccessHandler(sessionRegistry(), new PathOnlyRedirects()))
			.failureHandler(new SignInFailureHandler()));
	}

}
