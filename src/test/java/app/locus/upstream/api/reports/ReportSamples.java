package app.locus.upstream.api.reports;

/** Report payloads written per DD010 (numbers as strings, false for "no value"). */
final class ReportSamples {

	static final String SCAN_REPORT = """
			{"report_key": "0a1b2c3d4e5f6a7", "date": "03/07/2026", "timestamp": "1772841600",
			 "keyword": "dentist", "place_id": "ChIJ1",
			 "location": {"name": "Bright Smiles", "address": "1 Main St", "rating": "4.8", "reviews": "213"},
			 "platform": "google", "lat": "30.2672", "lng": "-97.7431", "grid_size": "3", "radius": "2.5",
			 "measurement": "mi", "arp": "3.42", "atrp": "2.10", "solv": "61.22", "found_in": "8",
			 "total_competitors": "17", "competition_solv": "38.78", "max_solv": "100", "opportunity_solv": "38.78",
			 "campaign_key": false, "ai_analysis": false,
			 "image": "https://svc.example/static/grid.png", "heatmap": "https://svc.example/static/heat.png",
			 "data_points": [
			  {"lat": "30.29", "lng": "-97.77", "rank": 1, "found": true,
			   "results": [{"place_id": "ChIJ1", "name": "Bright Smiles", "rank": "1"}]},
			  {"lat": "30.29", "lng": "-97.74", "rank": false, "found": false, "results": []}]}
			""";

	static final String COMPETITOR_REPORT = """
			{"report_key": "0a1b2c3d4e5f6a7", "date": "03/07/2026", "keyword": "dentist", "place_id": "ChIJ1",
			 "platform": "apple", "grid_size": "7", "radius": "1", "measurement": "km",
			 "businesses": [
			  {"name": "Rival Dental", "place_id": "ChIJ7", "arp": "1.8", "atrp": "1.2", "solv": "72.5",
			   "reviews": "1042", "rating": "4.9", "lat": "30.27", "lng": "-97.74"},
			  {"name": "Bright Smiles", "place_id": "ChIJ1", "arp": "3.42", "atrp": "2.10", "solv": "61.22",
			   "reviews": "213", "rating": "4.8", "lat": "30.2672", "lng": "-97.7431"}]}
			""";

	static final String TREND_REPORT = """
			{"report_key": "1111111111aaaaa", "place_id": "ChIJ1", "keyword": "dentist",
			 "location": {"name": "Bright Smiles", "address": "1 Main St", "rating": "4.8", "reviews": "213"},
			 "lat": "30.2672", "lng": "-97.7431", "grid_size": "7", "radius": "2.5", "measurement": "mi",
			 "platform": "chatgpt", "scan_count": "3", "date": "01/05/2026", "last_date": "03/07/2026",
			 "arp": "3.42", "atrp": "2.10", "solv": "61.22", "arp_move": "-0.8", "atrp_move": "-0.3",
			 "solv_move": "+4.5",
			 "scans": [{"report_key": "2222222222bbbbb", "date": "01/05/2026", "arp": "4.22", "atrp": "2.4",
			            "solv": "56.72"},
			           {"report_key": "0a1b2c3d4e5f6a7", "date": "03/07/2026", "arp": "3.42", "atrp": "2.10",
			            "solv": "61.22"}]}
			""";

	private ReportSamples() {
	}

}
