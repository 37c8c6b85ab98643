import SwiftUI

/// Saved places, each row with its own remove button that asks first: the confirmation dialog is
/// attached to the row, as list code usually does it, and covers the screen from there.
struct SavedPlacesScreen: View {
    struct Place: Identifiable, Hashable {
        let id: Int
        let name: String
        let city: String
        let symbol: String
    }

    @State private var places = [
        Place(id: 1, name: "Time Out Market", city: "Lisbon", symbol: "fork.knife"),
        Place(id: 2, name: "Fushimi Inari", city: "Kyoto", symbol: "mountain.2"),
        Place(id: 3, name: "Blue Lagoon", city: "Grindavík", symbol: "drop"),
        Place(id: 4, name: "Shakespeare and Company", city: "Paris", symbol: "book"),
    ]
    @State private var removing: Place?

    init(removing: Int? = nil) {
        _removing = State(initialValue: removing.flatMap { id in places.first { $0.id == id } })
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    ForEach(places) { place in
                        row(place)
                    }
                } footer: {
                    Text("Saved places sync to your other devices.")
                }
            }
            .navigationTitle("Saved")
        }
    }

    private func row(_ place: Place) -> some View {
        HStack(spacing: 12) {
            Image(systemName: place.symbol)
                .foregroundStyle(.white)
                .frame(width: 32, height: 32)
                .background(.teal, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
            VStack(alignment: .leading, spacing: 2) {
                Text(place.name)
                Text(place.city).font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
            Button(role: .destructive) {
                removing = place
            } label: {
                Image(systemName: "trash")
            }
            .buttonStyle(.borderless)
        }
        .confirmationDialog("Remove \(place.name)?", isPresented: Binding(
            get: { removing == place },
            set: { if !$0 { removing = nil } }
        ), titleVisibility: .visible) {
            Button("Remove", role: .destructive) { places.removeAll { $0 == place } }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("It stays in your trip plans.")
        }
    }
}

#Preview("Saved") { SavedPlacesScreen() }
#Preview("Remove") { SavedPlacesScreen(removing: 2) }
