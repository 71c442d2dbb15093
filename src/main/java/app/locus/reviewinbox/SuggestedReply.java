package app.locus.reviewinbox;

/**
 * A reply filled in from a template for one review: its text, and which of the variants
 * for the review's stars it is ({@code variant} of {@code variants}, counted from 1).
 */
public record SuggestedReply(String text, int variant, int variants) {

}
