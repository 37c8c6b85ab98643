import SwiftUI

enum RecipeTab: Hashable {
    case today, saved, collection(String), search
}

struct Recipe: Identifiable {
    let id = UUID()
    var title: String
    var minutes: Int
    var symbol: String
    var tint: Color
}

/// An iOS 18 app shell: `Tab` values bound to the selection, a badge, a sidebar-only section of
/// collections, and the search tab, in a tab view that becomes a sidebar on iPad.
struct RecipeBoxView: View {
    @State private var selection: RecipeTab = .today
    @State private var customization = TabViewCustomization()
    let collections = ["Weeknight", "Baking", "Vegetarian"]

    var body: some View {
        TabView(selection: $selection) {
            Tab("Today", systemImage: "sun.max", value: .today) {
                TodayRecipesView()
            }
            Tab("Saved", systemImage: "bookmark", value: .saved) {
                Text("Saved recipes")
            }
            .badge(2)
            .customizationID("saved")
            TabSection("Collections") {
                ForEach(collections, id: \.self) { name in
                    Tab(name, systemImage: "folder", value: RecipeTab.collection(name)) {
                        Text(name)
                    }
                }
            }
            .defaultVisibility(.hidden, for: .tabBar)
            Tab(value: .search, role: .search) {
                Text("Search recipes")
            }
        }
        .tabViewStyle(.sidebarAdaptable)
        .tabViewCustomization($customization)
    }
}

struct TodayRecipesView: View {
    let recipes = [
        Recipe(title: "Lemon ricotta pasta", minutes: 20, symbol: "fork.knife", tint: .yellow),
        Recipe(title: "Sheet-pan gnocchi", minutes: 30, symbol: "flame", tint: .orange),
        Recipe(title: "Miso glazed salmon", minutes: 25, symbol: "fish", tint: .pink),
        Recipe(title: "Chickpea curry", minutes: 35, symbol: "leaf", tint: .green),
        Recipe(title: "Banana bread", minutes: 70, symbol: "birthday.cake", tint: .brown),
        Recipe(title: "Tomato galette", minutes: 60, symbol: "star", tint: .red),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 12) {
                    ForEach(recipes) { recipe in
                        HStack(spacing: 14) {
                            Image(systemName: recipe.symbol)
                                .font(.title2)
                                .foregroundStyle(recipe.tint)
                                .frame(width: 56, height: 56)
                                .background(recipe.tint.opacity(0.15), in: .rect(cornerRadius: 12))
                            VStack(alignment: .leading, spacing: 4) {
                                Text(recipe.title)
                                    .font(.headline)
                                Label("\(recipe.minutes) min", systemImage: "clock")
                                    .font(.subheadline)
                                    .foregroundStyle(.secondary)
                            }
                            Spacer()
                        }
                        .padding(12)
                        .background(.background.secondary, in: .rect(cornerRadius: 16))
                    }
                }
                .padding(.horizontal)
            }
            .navigationTitle("Today")
        }
    }
}

#Preview("Recipes") {
    RecipeBoxView()
        .previewDevice(PreviewDevice(rawValue: "iPhone 16"))
}
