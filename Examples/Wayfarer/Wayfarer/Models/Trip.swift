import Foundation

/// A journey: where and when, what to see there and what it cost.
struct Trip: Identifiable, Hashable, Codable {
    enum Status: String {
        case upcoming, ongoing, past
    }

    var id: String
    var title: String
    var destination: String
    var country: String
    var startDate: Date
    var endDate: Date
    var budget: Double
    var currencyCode: String
    /// The SF Symbol that stands for the trip in lists.
    var symbol: String
    var isFavorite: Bool
    var notes: String?
    var weather: Weather
    var places: [Place]
    var expenses: [Expense]

    var nights: Int { startDate.days(until: endDate) }

    /// "May 9 – 13, 2024"
    var dateRange: String { startDate.formattedRange(to: endDate) }

    /// "Lisbon, Portugal"
    var location: String { "\(destination), \(country)" }

    func status(on day: Date) -> Status {
        if day < startDate { return .upcoming }
        if day > endDate { return .past }
        return .ongoing
    }

    /// "in 74 days", "day 5 of 9", "1 year ago"… relative to `day`.
    func countdown(from day: Date) -> String {
        switch status(on: day) {
        case .upcoming:
            let days = day.days(until: startDate)
            return days == 1 ? "tomorrow" : "in \(days) days"
        case .ongoing:
            return "day \(startDate.days(until: day) + 1) of \(nights + 1)"
        case .past:
            let days = endDate.days(until: day)
            return days < 60 ? "\(days) days ago" : "\(days / 30) months ago"
        }
    }

    // MARK: Spending

    var totalSpent: Double { expenses.reduce(0) { $0 + $1.amount } }

    var remainingBudget: Double { budget - totalSpent }

    /// The share of the budget spent, from 0 to 1.
    var budgetFraction: Double {
        guard budget > 0 else { return 0 }
        return min(max(totalSpent / budget, 0), 1)
    }

    func total(for category: Expense.Category) -> Double {
        expenses.filter { $0.category == category }.reduce(0) { $0 + $1.amount }
    }

    /// The categories money went to, biggest first.
    var spendingCategories: [Expense.Category] {
        Expense.Category.allCases
            .filter { total(for: $0) > 0 }
            .sorted { total(for: $0) > total(for: $1) }
    }

    // MARK: Places

    var visitedPlaces: [Place] { places.filter(\.visited) }

    /// The places planned for one day of the trip.
    struct DayPlan: Identifiable {
        var day: Int
        var places: [Place]
        var id: Int { day }
    }

    /// The places by the day they are planned for, first day first.
    var placesByDay: [DayPlan] {
        Dictionary(grouping: places, by: \.day)
            .map { DayPlan(day: $0.key, places: $0.value) }
            .sorted { $0.day < $1.day }
    }
}
