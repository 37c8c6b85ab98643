import SwiftUI

/// What the journal shows before the first trip: a departing plane, a line of encouragement and a
/// button to plan one. Its strings come from Localizable.xcstrings.
struct EmptyTripsView: View {
    var onPlanTrip: () -> Void = {}

    var body: some View {
        ContentUnavailableView {
            Label {
                Text("empty.title", bundle: .wayfarerResources)
            } icon: {
                Image(systemName: "airplane.departure")
                    .foregroundStyle(Color.wayfarerAccent)
            }
        } description: {
            Text("empty.message", bundle: .wayfarerResources)
        } actions: {
            Button(action: onPlanTrip) {
                Label {
                    Text("trips.add", bundle: .wayfarerResources)
                } icon: {
                    Image(systemName: "plus")
                }
            }
            .buttonStyle(.pill)
        }
    }
}

#Preview("Localized strings") {
    EmptyTripsView()
        .background(Color.wayfarerSand)
}
