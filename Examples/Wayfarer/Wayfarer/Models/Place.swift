import SwiftUI

/// Somewhere to go on a trip: a sight, a meal, a bed.
struct Place: Identifiable, Hashable, Codable {
    enum Kind: String, Codable, CaseIterable, Identifiable {
        case sight, food, stay, nature, museum

        var id: Self { self }

        var title: String {
            switch self {
            case .sight: "Sights"
            case .food: "Food"
            case .stay: "Stays"
            case .nature: "Nature"
            case .museum: "Museums"
            }
        }

        var symbol: String {
            switch self {
            case .sight: "binoculars.fill"
            case .food: "fork.knife"
            case .stay: "bed.double.fill"
            case .nature: "leaf.fill"
            case .museum: "building.columns.fill"
            }
        }

        var tint: Color {
            switch self {
            case .sight: .indigo
            case .food: .orange
            case .stay: .purple
            case .nature: .green
            case .museum: .brown
            }
        }
    }

    var id: String
    var name: String
    var kind: Kind
    /// The day of the trip it is planned for, from 1.
    var day: Int
    /// 1 to 5 stars once visited; 0 when not rated yet.
    var rating: Int
    var visited: Bool
    var note: String?

    static let maxRating = 5
}
