package app.locus.businessprofile.ui;

import java.util.List;

import app.locus.base.ui.DirectRowsGrid;
import app.locus.businessprofile.ProfileChange;
import app.locus.upstream.api.gbp.GbpReview;
import app.locus.upstream.api.gbp.GbpText;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;

/** Customer reviews, paged: reply (or change the reply) and delete a reply. */
class ReviewsTab extends AreaTab {

	private final PagedGrid<GbpReview> reviews;

	ReviewsTab(EditorContext context) {
		super(context);
		Grid<GbpReview> grid = new DirectRowsGrid<>();
		grid.addColumn(GbpReview::reviewer).setHeader(getTranslation("gbp.reviews.column.reviewer"));
		grid.addColumn(GbpReview::starRating).setHeader(getTranslation("gbp.reviews.column.stars"));
		grid.addColumn(GbpReview::comment).setHeader(getTranslation("gbp.reviews.column.review")).setFlexGrow(3);
		grid.addColumn(review -> review.reply() == null ? "" : review.reply().comment())
			.setHeader(getTranslation("gbp.reviews.column.reply"))
			.setFlexGrow(2);
		grid.addComponentColumn(this::actions).setKey("actions").setHeader("");
		reviews = new PagedGrid<>("reviews", grid, (limit, token) -> context
			.read(() -> context.service().reviews(context.workspace(), context.placeId(), limit, token)));
		add(reviews);
	}

	@Override
	void load() {
		reviews.reload();
	}

	private Component actions(GbpReview review) {
		if (!context.canWrite()) {
			return new Span();
		}
		HorizontalLayout actions = new HorizontalLayout(button("review-reply-" + review.reviewId(),
				getTranslation("gbp.reviews.reply"),
				() -> TextEditDialog.open(getTranslation("gbp.reviews.reply.title", review.reviewer()),
						review.reply() == null ? "" : review.reply().comment(), GbpText.REVIEW_REPLY, text -> context
							.write(new ProfileChange.ReplyReview(review.reviewId(), text), reviews::reload))));
		if (review.reply() != null) {
			actions.add(button("review-delete-reply-" + review.reviewId(), getTranslation("gbp.reviews.delete-reply"),
					() -> context.write(new ProfileChange.DeleteReply(review.reviewId()),
							List.of(getTranslation("gbp.reviews.detail", review.reply().comment())), reviews::reload)));
		}
		return actions;
	}

}
