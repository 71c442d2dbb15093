package app.locus.simulator.state;

import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Deterministic pseudo-randomness: the same inputs always give the same number, so the
 * simulator's data is reproducible run after run.
 */
public final class Noise {

	private Noise() {
	}

	public static long mix(long... parts) {
		long h = 0x9E3779B97F4A7C15L;
		for (long part : parts) {
			h ^= part;
			h = scramble(h);
		}
		return h;
	}

	/** A number in [0, 1) fixed by the inputs. */
	public static double unit(long... parts) {
		return (mix(parts) >>> 11) * 0x1.0p-53;
	}

	public static long of(String text) {
		long h = 1125899906842597L;
		for (byte b : text.getBytes(StandardCharsets.UTF_8)) {
			h = 31 * h + b;
		}
		return scramble(h);
	}

	/** One of the values, chosen by the inputs. */
	public static <T> T pick(List<T> values, long... parts) {
		return values.get((int) Math.floorMod(mix(parts), (long) values.size()));
	}

	private static long scramble(long value) {
		long z = value;
		z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
		z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
		return z ^ (z >>> 31);
	}

}
