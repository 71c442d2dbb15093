package app.locus.security.ui;

import app.locus.security.SignInPage;

import org.springframework.stereotype.Component;

/** Tells sign-in that {@link LoginView} is the login page. */
@Component
class LoginPage implements SignInPage {

	@Override
	public Class<LoginView> view() {
		return LoginView.class;
	}

}
