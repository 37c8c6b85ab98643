import SwiftData
import SwiftUI

/// Habits kept with SwiftData, previewed as WWDC24's "What's new in SwiftData" shows: sample data
/// in a `PreviewModifier` whose shared context is the in-memory container, applied with a custom
/// preview trait (`#Preview(traits: .sampleHabits)`).
@Model
final class Habit {
    var name: String
    var symbol: String
    var streak: Int
    var doneToday: Bool

    init(name: String, symbol: String, streak: Int, doneToday: Bool = false) {
        self.name = name
        self.symbol = symbol
        self.streak = streak
        self.doneToday = doneToday
    }
}

struct HabitTrackerSampleDataScreen: View {
    @Query(sort: \Habit.streak, order: .reverse) private var habits: [Habit]

    var body: some View {
        NavigationStack {
            List(habits) { habit in
                HStack(spacing: 14) {
                    Image(systemName: habit.symbol)
                        .font(.title3)
                        .foregroundStyle(.white)
                        .frame(width: 40, height: 40)
                        .background(habit.doneToday ? Color.green : Color.gray.opacity(0.5), in: .rect(cornerRadius: 10))
                    VStack(alignment: .leading, spacing: 2) {
                        Text(habit.name).font(.headline)
                        Text("\(Image(systemName: "flame.fill")) \(habit.streak)-day streak")
                            .font(.subheadline)
                            .foregroundStyle(.orange)
                    }
                    Spacer()
                    Image(systemName: habit.doneToday ? "checkmark.circle.fill" : "circle")
                        .font(.title2)
                        .foregroundStyle(habit.doneToday ? Color.green : Color.secondary)
                }
                .padding(.vertical, 4)
            }
            .navigationTitle("Today")
        }
    }
}

struct SampleHabits: PreviewModifier {
    static func makeSharedContext() throws -> ModelContainer {
        let container = try ModelContainer(for: Habit.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Habit(name: "Morning run", symbol: "figure.run", streak: 12, doneToday: true))
        container.mainContext.insert(Habit(name: "Read 20 pages", symbol: "book.fill", streak: 31))
        container.mainContext.insert(Habit(name: "Drink water", symbol: "drop.fill", streak: 5, doneToday: true))
        container.mainContext.insert(Habit(name: "Meditate", symbol: "leaf.fill", streak: 2))
        return container
    }

    func body(content: Content, context: ModelContainer) -> some View {
        content.modelContainer(context)
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor static var sampleHabits: Self { .modifier(SampleHabits()) }
}

#Preview(traits: .sampleHabits) {
    HabitTrackerSampleDataScreen()
}
