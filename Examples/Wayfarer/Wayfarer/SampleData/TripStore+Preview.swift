import Foundation

extension TripStore {
    /// The day previews count from: Kyoto is under way, Lisbon and Marrakech are behind,
    /// Iceland and the Dolomites ahead.
    static let previewToday = Date(year: 2024, month: 6, day: 1)

    /// A store with the sample trips, for previews.
    static var preview: TripStore {
        TripStore(trips: Trip.samples, today: previewToday)
    }

    /// A store with no trips, for the empty state.
    static var empty: TripStore {
        TripStore(trips: [], today: previewToday)
    }

    /// The sample trips and a fresh draft, with temperatures in Fahrenheit.
    static var withDraft: TripStore {
        let store = TripStore(trips: Trip.samples + [Trip.draft], today: previewToday)
        store.usesFahrenheit = true
        return store
    }
}
