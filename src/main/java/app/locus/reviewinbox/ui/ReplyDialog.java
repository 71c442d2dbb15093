package app.locus.reviewinbox.ui;

import java.util.Map;
import java.util.Objects;

import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.reviewinbox.InboxReview;
import app.locus.reviewinbox.ReplyOutcome;
import app.locus.reviewinbox.ReplyTemplateService;
import app.locus.reviewinbox.ReviewInboxService;
import app.locus.upstream.api.gbp.GbpText;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.TextArea;

/**
 * Answers one review without leaving the inbox: the review, the reply (the current one to
 * change it), send. What the service refuses stays in the dialog with its reason.
 */
class ReplyDialog extends Dialog {

	private final transient ReviewInboxService inbox;

	private final transient ReplyTemplateService templates;

	private final transient InboxReview review;

	private final transient Runnable onDone;

	private final TextArea reply = new TextArea();

	ReplyDialog(ReviewInboxService inbox, ReplyTemplateService templates, InboxReview review, Runnable onDone) {
		this.inbox = inbox;
		this.templates = templates;
		this.review = review;
		this.onDone = onDone;
		setId("review-reply-dialog");
		setHeaderTitle(getTranslation("reviewinbox.reply.title",
				Objects.requireNonNullElse(review.reviewer(), getTranslation("reviewinbox.reply.someone"))));
		String reviewText = review.text();
		Paragraph text = new Paragraph(reviewText == null ? getTranslation("reviewinbox.noText") : reviewText);
		text.setId("review-reply-review");
		reply.setId("review-reply-text");
		reply.setLabel(getTranslation("reviewinbox.reply.label"));
		reply.setMaxLength(GbpText.REVIEW_REPLY.max());
		reply.setWidthFull();
		String current = review.replyText();
		if (current != null) {
			reply.setValue(current);
		}
		Button fromTemplate = new Button(getTranslation("reviewinbox.reply.fromTemplate"), event -> fillFromTemplate());
		fromTemplate.setId("review-reply-template");
		fromTemplate.addThemeVariants(ButtonVariant.LUMO_TERTIARY);
		add(text, reply, fromTemplate);
		Button send = new Button(getTranslation("reviewinbox.reply.send"), event -> send());
		send.setId("review-reply-send");
		send.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		Button cancel = new Button(getTranslation("reviewinbox.reply.cancel"), event -> close());
		cancel.setId("review-reply-cancel");
		getFooter().add(cancel, send);
		setWidth("min(40em, 95vw)");
	}

	/** The next variant for the review's stars, to read and change before it is sent. */
	private void fillFromTemplate() {
		ServiceCall.run(() -> templates.suggest(review.workspace(), review.placeId(), review.reviewId())
			.ifPresentOrElse(suggested -> {
				reply.setValue(suggested.text());
				reply.setHelperText(
						getTranslation("reviewinbox.reply.variant", suggested.variant(), suggested.variants()));
			}, () -> Notices.error(getTranslation("reviewinbox.reply.noTemplate"))));
	}

	private void send() {
		ServiceCall.run(Map.of("comment", reply), () -> {
			ReplyOutcome outcome = inbox.reply(review.workspace(), review.placeId(), review.reviewId(),
					reply.getValue());
			Notices.success(getTranslation(
					outcome == ReplyOutcome.SENT ? "reviewinbox.reply.sent" : "reviewinbox.reply.proposed"));
			close();
			onDone.run();
		});
	}

}
