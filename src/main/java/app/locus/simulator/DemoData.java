package app.locus.simulator;

/**
 * The demo accounts, keys and places the simulator starts with (see DD011).
 */
public final class DemoData {

	public static final String BLUE_BOTTLE = "bluebottle";

	public static final String BLUE_BOTTLE_KEY = "demo-bluebottle-1";

	public static final String BLUE_BOTTLE_KEY_2 = "demo-bluebottle-2";

	/** Blue Bottle Bakery on SE Division St: connected to the linked profile account. */
	public static final String BLUE_BOTTLE_DIVISION = "ChIJbb1DivisionPortlandOR";

	/** Blue Bottle Bakery on NE Alberta St: saved, not linked. */
	public static final String BLUE_BOTTLE_ALBERTA = "ChIJbb2AlbertaPortlandOR0";

	public static final String HARBOR = "harbor";

	public static final String HARBOR_KEY = "demo-harbor-1";

	public static final String HARBOR_BALLARD = "ChIJhd1BallardSeattleWA00";

	public static final String PEAK = "peak";

	public static final String PEAK_KEY = "demo-peak-1";

	/**
	 * Peak Fitness in RiNo, Denver: linked, but not under the merchant's control, so
	 * every profile write is refused.
	 */
	public static final String PEAK_RINO = "ChIJpf1RiNoDenverCO000000";

	private DemoData() {
	}

}
