import FoundationModels
import SwiftUI

/// A trip planner as iOS 26 apps write one with Apple Intelligence: a `@Generable` itinerary the
/// on-device model fills in, a view that shows the itinerary's partial form as it streams, and a
/// fallback when the model is unavailable (Apple's pattern: switch on
/// `SystemLanguageModel.default.availability`). The preview shows a sample itinerary through
/// `asPartiallyGenerated()`, and the planner's availability message.
@Generable
struct Itinerary {
    @Guide(description: "An exciting name for the trip")
    var title: String
    @Guide(description: "A short description of the trip")
    var summary: String
    @Guide(description: "One plan per day", .count(3))
    var days: [DayPlan]
}

@Generable
struct DayPlan {
    @Guide(description: "A short title for the day")
    var title: String
    var activities: [String]
}

extension Itinerary {
    static let sample = Itinerary(
        title: "Kyoto in Autumn",
        summary: "Temples, tea houses and maple-lined paths across three unhurried days.",
        days: [
            DayPlan(title: "Higashiyama", activities: ["Kiyomizu-dera at sunrise", "Sannenzaka lanes", "Yasaka Shrine"]),
            DayPlan(title: "Arashiyama", activities: ["Bamboo grove", "Tenryu-ji garden", "Boat on the Hozu"]),
            DayPlan(title: "Northern Hills", activities: ["Kinkaku-ji", "Ryoan-ji rock garden", "Tea in Daitoku-ji"]),
        ])
}

struct ItineraryView: View {
    let itinerary: Itinerary.PartiallyGenerated

    var body: some View {
        List {
            Section {
                VStack(alignment: .leading, spacing: 6) {
                    if let title = itinerary.title {
                        Text(title).font(.title2.bold())
                    }
                    if let summary = itinerary.summary {
                        Text(summary).foregroundStyle(.secondary)
                    }
                }
            }
            if let days = itinerary.days {
                ForEach(days) { day in
                    Section(day.title ?? "") {
                        ForEach(day.activities ?? [], id: \.self) { activity in
                            Label(activity, systemImage: "mappin.circle.fill")
                        }
                    }
                }
            }
        }
    }
}

struct TripPlannerView: View {
    @State private var itinerary: Itinerary.PartiallyGenerated?
    @State private var errorMessage: String?
    private let model = SystemLanguageModel.default

    var body: some View {
        NavigationStack {
            Group {
                switch model.availability {
                case .available:
                    if let itinerary {
                        ItineraryView(itinerary: itinerary)
                    } else {
                        ProgressView("Planning…")
                    }
                case .unavailable(.appleIntelligenceNotEnabled):
                    ContentUnavailableView("Turn On Apple Intelligence", systemImage: "apple.intelligence",
                                           description: Text("Trip ideas need Apple Intelligence. Turn it on in Settings."))
                case .unavailable(.modelNotReady):
                    ContentUnavailableView("Getting Ready", systemImage: "arrow.down.circle",
                                           description: Text("The model is downloading. Try again soon."))
                case .unavailable:
                    ContentUnavailableView("Trip Ideas Unavailable", systemImage: "sparkles",
                                           description: Text("This device doesn't support Apple Intelligence."))
                }
            }
            .navigationTitle("Trip Ideas")
            .task { await plan() }
        }
    }

    private func plan() async {
        guard model.isAvailable else { return }
        let session = LanguageModelSession(instructions: "You are a travel agent. Plan relaxed trips.")
        do {
            for try await snapshot in session.streamResponse(to: "Plan three days in Kyoto", generating: Itinerary.self) {
                itinerary = snapshot.content
            }
        } catch {
            errorMessage = error.localizedDescription
        }
    }
}

#Preview("Itinerary") {
    NavigationStack {
        ItineraryView(itinerary: Itinerary.sample.asPartiallyGenerated())
            .navigationTitle("Trip Ideas")
    }
}

#Preview("Planner") { TripPlannerView() }
