import SwiftUI

/// Every place in the journal: a tile per kind of place with how many were visited, then the
/// best-rated places.
struct PlacesGrid: View {
    @Environment(TripStore.self) private var store
    @State private var minimumRating = 5

    private let columns = [GridItem(.adaptive(minimum: 150), spacing: 12)]

    private var topRated: [Place] {
        store.allPlaces
            .filter { $0.rating >= minimumRating }
            .sorted { $0.name < $1.name }
    }

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: Theme.spacing) {
                    LazyVGrid(columns: columns, spacing: 12) {
                        ForEach(Place.Kind.allCases) { kind in
                            KindTile(kind: kind, places: store.allPlaces.filter { $0.kind == kind })
                        }
                    }

                    Text("Top Rated")
                        .font(.title3.bold())
                        .foregroundStyle(.wayfarerInk)
                        .padding(.top, 8)

                    LazyVStack(spacing: 10) {
                        ForEach(topRated) { place in
                            PlaceCard(place: place)
                        }
                    }
                }
                .padding()
            }
            .background(Color.wayfarerSand)
            .navigationTitle(Text("places.title", bundle: .wayfarerResources))
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Picker("Rating", selection: $minimumRating) {
                            ForEach([5, 4, 3], id: \.self) { stars in
                                Text("\(stars) stars and up").tag(stars)
                            }
                        }
                    } label: {
                        Image(systemName: "line.3.horizontal.decrease.circle")
                    }
                }
            }
        }
    }
}

/// A kind of place: how many the journal has, and the share visited.
private struct KindTile: View {
    let kind: Place.Kind
    let places: [Place]

    private var visitedCount: Int { places.filter(\.visited).count }

    private var visitedFraction: Double {
        places.isEmpty ? 0 : Double(visitedCount) / Double(places.count)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Label(kind.title, systemImage: kind.symbol)
                .font(.headline)
                .foregroundStyle(kind.tint)
            Text(places.count, format: .number)
                .font(.system(.largeTitle, design: .rounded, weight: .bold))
            ProgressView(value: visitedFraction)
                .tint(kind.tint)
            Text(Formatters.visited(visitedCount, of: places.count))
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .card()
    }
}

#Preview("All places") {
    PlacesGrid()
        .environment(TripStore.preview)
}
