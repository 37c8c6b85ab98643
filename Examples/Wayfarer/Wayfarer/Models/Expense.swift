import SwiftUI

/// Money spent on a trip, in the trip's currency.
struct Expense: Identifiable, Hashable, Codable {
    enum Category: String, Codable, CaseIterable, Identifiable {
        case lodging, transport, food, activities, shopping

        var id: Self { self }

        var title: String {
            switch self {
            case .lodging: "Lodging"
            case .transport: "Transport"
            case .food: "Food & Drink"
            case .activities: "Activities"
            case .shopping: "Shopping"
            }
        }

        var symbol: String {
            switch self {
            case .lodging: "bed.double.fill"
            case .transport: "airplane"
            case .food: "fork.knife"
            case .activities: "ticket.fill"
            case .shopping: "bag.fill"
            }
        }

        var color: Color {
            switch self {
            case .lodging: .purple
            case .transport: .blue
            case .food: .orange
            case .activities: .pink
            case .shopping: .teal
            }
        }
    }

    var id: String
    var title: String
    var amount: Double
    var category: Category
    var date: Date
}
