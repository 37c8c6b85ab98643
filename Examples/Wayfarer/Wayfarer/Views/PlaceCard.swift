import SwiftUI

/// A place on a trip's page: what kind of place, its name and note, the day it is planned
/// for, its rating, and a check to tick it off.
struct PlaceCard: View {
    let place: Place
    var onToggleVisited: () -> Void = {}

    var body: some View {
        HStack(alignment: .top, spacing: 12) {
            Image(systemName: place.kind.symbol)
                .font(.body.weight(.semibold))
                .foregroundStyle(.white)
                .frame(width: 36, height: 36)
                .background(place.kind.tint.gradient, in: Circle())
                .accessibilityLabel(place.kind.title)

            VStack(alignment: .leading, spacing: 4) {
                Text(place.name)
                    .font(.headline)
                if let note = place.note {
                    Text(note)
                        .font(.subheadline)
                        .foregroundStyle(.secondary)
                }
                HStack(spacing: 8) {
                    Text("Day \(place.day)")
                        .font(.caption.weight(.medium))
                        .foregroundStyle(.wayfarerInk)
                    RatingView(rating: place.rating)
                }
            }

            Spacer(minLength: 0)

            Button(action: onToggleVisited) {
                Image(systemName: place.visited ? "checkmark.circle.fill" : "circle")
                    .font(.title2)
                    .foregroundStyle(place.visited ? Color.green : Color.secondary)
            }
            .buttonStyle(.plain)
            .accessibilityLabel(place.visited ? "Visited" : "Not visited")
        }
        .card()
    }
}

/// One to five stars, or "Not rated".
struct RatingView: View {
    let rating: Int

    var body: some View {
        if rating == 0 {
            Text("Not rated")
                .font(.caption)
                .foregroundStyle(.tertiary)
        } else {
            HStack(spacing: 1) {
                ForEach(1...Place.maxRating, id: \.self) { star in
                    Image(systemName: star <= rating ? "star.fill" : "star")
                }
            }
            .font(.caption2)
            .foregroundStyle(.wayfarerStar)
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("\(rating) of \(Place.maxRating) stars")
        }
    }
}

#Preview("Lisbon's places", traits: .sizeThatFitsLayout) {
    VStack(spacing: 12) {
        ForEach(Trip.lisbon.places) { place in
            PlaceCard(place: place)
        }
        PlaceCard(place: .longNamed)
    }
    .padding()
    .background(Color.wayfarerSand)
}

#Preview("Tap to visit") {
    @Previewable @State var place = Place.planned
    PlaceCard(place: place) {
        place.visited.toggle()
        place.rating = place.visited ? 4 : 0
    }
    .padding()
}
