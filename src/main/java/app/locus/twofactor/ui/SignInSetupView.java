package app.locus.twofactor.ui;

import java.util.Optional;

import app.locus.security.PendingSignIns;
import app.locus.security.SecondFactorStep;
import app.locus.security.SiteResolver;
import app.locus.tenancy.BrandingService;
import app.locus.twofactor.TwoFactorService;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;

/**
 * Right after the password of someone whose agency requires two-factor sign-in and who
 * has none yet: set up an authenticator app; its first code finishes the sign-in. After a
 * refused code the same key stays (the app already has it) unless a new one is asked for.
 */
@Route("sign-in/two-factor-setup")
@AnonymousAllowed
class SignInSetupView extends SignInStepPage {

	private final transient TwoFactorService twoFactor;

	SignInSetupView(PendingSignIns pendingSignIns, SiteResolver sites, BrandingService branding,
			TwoFactorService twoFactor) {
		super(SecondFactorStep.ENROL, pendingSignIns, sites, branding);
		this.twoFactor = twoFactor;
	}

	@Override
	void show(BeforeEnterEvent event) {
		add(new Paragraph(getTranslation("twofactor.signin.setup.intro")));
		Optional<Paragraph> refusal = SignInMessages.refusal(event.getLocation().getQueryParameters().getParameters(),
				this::getTranslation);
		if (refusal.isPresent()) {
			add(refusal.get());
			Anchor again = new Anchor(SecondFactorStep.ENROL.route(), getTranslation("twofactor.signin.setup.new-key"));
			again.setId("two-factor-new-key");
			again.setRouterIgnore(true);
			add(again);
		}
		else {
			add(new EnrolmentDetails(twoFactor.startEnrolmentAtSignIn()));
		}
		add(new Paragraph(getTranslation("twofactor.signin.setup.confirm")),
				new CodePostForm(getTranslation("twofactor.signin.setup.turn-on"), false));
	}

}
