import SwiftUI

/// A trip's actions sheet, as an app asks before deleting: a confirmation dialog with a visible
/// title, a message, a destructive action, another action and the app's own Cancel.
struct TripDeleteDialogScreen: View {
    @State private var confirming = true
    @State private var trips = ["Lisbon Long Weekend", "Kyoto in Autumn", "Iceland Ring Road"]

    var body: some View {
        NavigationStack {
            List(trips, id: \.self) { trip in
                Label(trip, systemImage: "airplane")
            }
            .navigationTitle("Trips")
            .toolbar {
                Button("Delete", systemImage: "trash", role: .destructive) { confirming = true }
            }
            .confirmationDialog("Delete \"Lisbon Long Weekend\"?", isPresented: $confirming, titleVisibility: .visible) {
                Button("Delete Trip", role: .destructive) { trips.removeFirst() }
                Button("Archive Instead") {}
                Button("Keep It", role: .cancel) {}
            } message: {
                Text("Its places, expenses and journal entries are deleted too.")
            }
        }
    }
}

#Preview("Delete") { TripDeleteDialogScreen() }
