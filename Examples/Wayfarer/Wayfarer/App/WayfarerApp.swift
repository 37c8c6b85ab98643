import SwiftUI

/// Wayfarer, a travel journal: trips with their places, weather and spending.
@main
struct WayfarerApp: App {
    /// The journal, with the sample trips from trips.json, counting from today.
    @State private var store = TripStore(trips: Trip.samples, today: .now)

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(store)
        }
    }
}
