import SwiftUI

/// The journal: trips under way and coming up, then past ones, searchable, each opening its
/// page. With no trips at all it shows `EmptyTripsView`.
struct TripList: View {
    @Environment(TripStore.self) private var store

    var body: some View {
        @Bindable var store = store
        NavigationStack {
            List {
                if !store.currentAndUpcoming.isEmpty {
                    Section {
                        ForEach(store.currentAndUpcoming) { trip in
                            NavigationLink(value: trip.id) {
                                TripRow(trip: trip, today: store.today, usesFahrenheit: store.usesFahrenheit)
                            }
                        }
                    } header: {
                        Text("trips.section.current", bundle: .wayfarerResources)
                    }
                }

                if store.showsPastTrips && !store.pastTrips.isEmpty {
                    Section {
                        ForEach(store.pastTrips) { trip in
                            NavigationLink(value: trip.id) {
                                TripRow(trip: trip, today: store.today, usesFahrenheit: store.usesFahrenheit)
                            }
                            .swipeActions(edge: .trailing) {
                                Button(role: .destructive) {
                                    store.delete(trip)
                                } label: {
                                    Label("Delete", systemImage: "trash")
                                }
                            }
                        }
                    } header: {
                        Text("trips.section.past", bundle: .wayfarerResources)
                    } footer: {
                        Text("\(store.countries.count) countries, \(store.allPlaces.count) places")
                    }
                }
            }
            .listStyle(.insetGrouped)
            .scrollContentBackground(.hidden)
            .background(Color.wayfarerSand)
            .navigationTitle(Text("trips.title", bundle: .wayfarerResources))
            .navigationDestination(for: Trip.ID.self) { id in
                if let trip = store.trip(withID: id) {
                    TripDetail(trip: trip)
                }
            }
            .searchable(text: $store.searchText, prompt: "Trips, cities, countries")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button {
                    } label: {
                        Label {
                            Text("trips.add", bundle: .wayfarerResources)
                        } icon: {
                            Image(systemName: "plus")
                        }
                    }
                }
            }
            .overlay {
                if store.trips.isEmpty {
                    EmptyTripsView()
                } else if store.filteredTrips.isEmpty {
                    ContentUnavailableView.search(text: store.searchText)
                }
            }
        }
    }
}

#Preview("Trips") {
    TripList()
        .environment(TripStore.preview)
}

#Preview("No trips") {
    TripList()
        .environment(TripStore.empty)
}
