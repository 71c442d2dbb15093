package app.locus.base;

/**
 * "1 keyword", "3 keywords": a count with its noun in the right number, for English texts
 * not yet in a bundle (a bundle says it with MessageFormat's {@code choice}).
 */
public final class Counted {

	private Counted() {
	}

	public static String of(long count, String one, String many) {
		return count + " " + (count == 1 ? one : many);
	}

}
