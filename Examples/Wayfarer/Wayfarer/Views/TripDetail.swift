import SwiftUI

/// A trip's page: the header photo, the numbers, the places day by day, the spending and the
/// notes. Reads the trip from the store, so places ticked off here show everywhere.
struct TripDetail: View {
    let trip: Trip
    @Environment(TripStore.self) private var store

    /// The trip as the store has it now.
    private var current: Trip { store.trip(withID: trip.id) ?? trip }

    var body: some View {
        let trip = current
        ScrollView {
            LazyVStack(alignment: .leading, spacing: Theme.spacing) {
                TripHeader(trip: trip)

                Grid(horizontalSpacing: 8) {
                    GridRow {
                        TripStat(value: "\(trip.nights)", caption: "Nights", symbol: "moon.stars.fill")
                        TripStat(value: "\(trip.visitedPlaces.count)/\(trip.places.count)", caption: "Visited", symbol: "mappin.circle.fill")
                        TripStat(value: trip.countdown(from: store.today), caption: "When", symbol: "calendar")
                    }
                }
                .card(padding: 10)

                HStack {
                    WeatherBadge(weather: trip.weather, usesFahrenheit: store.usesFahrenheit)
                    Spacer()
                    Button("Add Place", systemImage: "plus") { Haptics.tap() }
                        .buttonStyle(.tintedPill)
                }

                SectionTitle(key: "detail.places", detail: Formatters.visited(trip.visitedPlaces.count, of: trip.places.count))

                if trip.places.isEmpty {
                    Label("No places yet", systemImage: "map")
                        .foregroundStyle(.secondary)
                        .card()
                }
                ForEach(trip.placesByDay) { group in
                    Text("Day \(group.day) · \(trip.startDate.adding(days: group.day - 1).weekdayDay)")
                        .font(.subheadline.weight(.semibold))
                        .foregroundStyle(.wayfarerInk)
                        .padding(.top, 4)
                    ForEach(group.places) { place in
                        PlaceCard(place: place) {
                            store.toggleVisited(place, in: trip)
                        }
                    }
                }

                if store.showsSpending {
                    ExpenseSummary(trip: trip)
                }

                if let notes = trip.notes {
                    VStack(alignment: .leading, spacing: 6) {
                        Label("Notes", systemImage: "note.text")
                            .font(.headline)
                        Text(notes)
                            .font(.callout)
                    }
                    .card()
                }
            }
            .padding()
        }
        .background(Color.wayfarerSand)
        .navigationTitle(trip.destination)
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
            ToolbarItem(placement: .topBarTrailing) {
                Button {
                    store.toggleFavorite(trip)
                } label: {
                    Image(systemName: trip.isFavorite ? "heart.fill" : "heart")
                }
                .accessibilityLabel(trip.isFavorite ? "Remove from favorites" : "Add to favorites")
            }
        }
    }
}

/// A localized section heading with a detail on the trailing side.
private struct SectionTitle: View {
    let key: LocalizedStringKey
    var detail: String?

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(key, bundle: .wayfarerResources)
                .font(.title3.bold())
                .foregroundStyle(.wayfarerInk)
            Spacer()
            if let detail {
                Text(detail)
                    .font(.footnote)
                    .foregroundStyle(.secondary)
            }
        }
        .padding(.top, 6)
    }
}

/// One number of the stats card.
private struct TripStat: View {
    let value: String
    let caption: String
    let symbol: String

    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: symbol)
                .font(.title3)
                .foregroundStyle(Color.wayfarerAccent)
            Text(value)
                .font(.headline)
                .lineLimit(1)
                .minimumScaleFactor(0.8)
            Text(caption)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
        .accessibilityElement(children: .combine)
    }
}

#Preview("Lisbon") {
    NavigationStack {
        TripDetail(trip: .lisbon)
    }
    .environment(TripStore.preview)
}

#Preview("Kyoto, dark") {
    NavigationStack {
        TripDetail(trip: .kyoto)
    }
    .environment(TripStore.preview)
    .preferredColorScheme(.dark)
}
