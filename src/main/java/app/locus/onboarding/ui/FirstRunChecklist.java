package app.locus.onboarding.ui;

import java.util.Locale;

import app.locus.base.ui.ServiceCall;
import app.locus.onboarding.FirstRunProgress;
import app.locus.onboarding.FirstRunService;
import app.locus.onboarding.FirstRunStep;
import app.locus.onboarding.StepState;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.spring.annotation.SpringComponent;

import org.springframework.context.annotation.Scope;

/**
 * What an agency admin has left to set up, for the agency overview (DD140): each step not
 * done links to it in the first-run path; hidden for everyone else, when everything is
 * done, or once the admin hides it.
 */
@SpringComponent
@Scope("prototype")
public class FirstRunChecklist extends Div {

	FirstRunChecklist(FirstRunService firstRun) {
		setId("first-run-checklist");
		getStyle().set("border", "1px solid var(--lumo-contrast-20pct)")
			.set("border-radius", "var(--lumo-border-radius-m)")
			.set("padding", "var(--lumo-space-s) var(--lumo-space-m)")
			.set("margin-bottom", "var(--lumo-space-m)");
		firstRun.checklist().ifPresentOrElse(this::draw, () -> setVisible(false));
		Button hide = new Button("Hide", event -> {
			if (ServiceCall.run(firstRun::dismiss)) {
				setVisible(false);
			}
		});
		hide.setId("dismiss-checklist");
		hide.addThemeVariants(ButtonVariant.LUMO_TERTIARY, ButtonVariant.LUMO_SMALL);
		add(hide);
	}

	private void draw(FirstRunProgress progress) {
		int left = progress.left().size();
		Span title = new Span("Finish setting up: " + left + " of " + FirstRunStep.values().length
				+ (left == 1 ? " step" : " steps") + " left. ");
		title.getStyle().set("font-weight", "600");
		UnorderedList steps = new UnorderedList();
		for (FirstRunStep step : progress.left()) {
			Anchor link = new Anchor(FirstRunView.href(step),
					step.title() + (progress.state(step) == StepState.SKIPPED ? " (skipped)" : ""));
			link.setId("checklist-" + step.name().toLowerCase(Locale.ROOT));
			steps.add(new ListItem(link));
		}
		Anchor resume = new Anchor(FirstRunNavigation.ROUTE, "Continue setting up");
		resume.setId("checklist-continue");
		add(title, resume, steps);
	}

}
