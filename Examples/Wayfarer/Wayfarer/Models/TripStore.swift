import Foundation
import Observation

/// The journal: every trip, what the list is searching for, and the display settings. Shared
/// through the environment (`.environment(store)`, `@Environment(TripStore.self)`).
@Observable
final class TripStore {
    var trips: [Trip]
    /// The day the journal counts from: "today" in the app, a fixed day in previews.
    var today: Date
    var searchText = ""
    var usesFahrenheit = false
    var showsSpending = true
    var showsPastTrips = true

    init(trips: [Trip], today: Date) {
        self.trips = trips
        self.today = today
    }

    /// The trips whose title, destination or country match the search.
    var filteredTrips: [Trip] {
        let query = searchText.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return trips }
        return trips.filter {
            $0.title.localizedCaseInsensitiveContains(query)
                || $0.destination.localizedCaseInsensitiveContains(query)
                || $0.country.localizedCaseInsensitiveContains(query)
        }
    }

    /// Trips under way and coming up, soonest first.
    var currentAndUpcoming: [Trip] {
        filteredTrips
            .filter { $0.status(on: today) != .past }
            .sorted { $0.startDate < $1.startDate }
    }

    /// Finished trips, latest first.
    var pastTrips: [Trip] {
        filteredTrips
            .filter { $0.status(on: today) == .past }
            .sorted { $0.startDate > $1.startDate }
    }

    var allPlaces: [Place] { trips.flatMap(\.places) }

    var countries: [String] { Array(Set(trips.map(\.country))).sorted() }

    func trip(withID id: Trip.ID) -> Trip? {
        trips.first { $0.id == id }
    }

    func toggleFavorite(_ trip: Trip) {
        guard let index = trips.firstIndex(where: { $0.id == trip.id }) else { return }
        trips[index].isFavorite.toggle()
    }

    func toggleVisited(_ place: Place, in trip: Trip) {
        guard let tripIndex = trips.firstIndex(where: { $0.id == trip.id }),
              let placeIndex = trips[tripIndex].places.firstIndex(where: { $0.id == place.id }) else { return }
        trips[tripIndex].places[placeIndex].visited.toggle()
    }

    func delete(_ trip: Trip) {
        trips.removeAll { $0.id == trip.id }
    }
}
