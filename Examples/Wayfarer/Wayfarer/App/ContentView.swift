import SwiftUI

/// The app's three tabs: the trips, every place, and the settings.
struct ContentView: View {
    enum AppTab: Hashable {
        case trips, places, settings
    }

    @Environment(TripStore.self) private var store
    @State private var selection: AppTab

    init(selection: AppTab = .trips) {
        _selection = State(initialValue: selection)
    }

    var body: some View {
        TabView(selection: $selection) {
            TripList()
                .tabItem {
                    Label {
                        Text("trips.title", bundle: .wayfarerResources)
                    } icon: {
                        Image(systemName: "globe.europe.africa.fill")
                    }
                }
                .badge(store.currentAndUpcoming.count)
                .tag(AppTab.trips)

            PlacesGrid()
                .tabItem {
                    Label {
                        Text("places.title", bundle: .wayfarerResources)
                    } icon: {
                        Image(systemName: "map.fill")
                    }
                }
                .tag(AppTab.places)

            SettingsView()
                .tabItem {
                    Label {
                        Text("settings.title", bundle: .wayfarerResources)
                    } icon: {
                        Image(systemName: "gearshape.fill")
                    }
                }
                .tag(AppTab.settings)
        }
        .tint(Color.wayfarerAccent)
    }
}

#Preview("Wayfarer") {
    ContentView()
        .environment(TripStore.preview)
}

#Preview("Places tab, dark") {
    ContentView(selection: .places)
        .environment(TripStore.preview)
        .preferredColorScheme(.dark)
}
