import SwiftUI

/// A cookbook's index as iOS 26 apps write it: a list of recipes under a large title, searchable
/// with the default placement, which an iPhone draws as a glass field at the bottom of the screen,
/// and a detail screen for each row.
struct RecipeIndexScreen: View {
    struct Recipe: Identifiable, Hashable {
        let id: Int
        let name: String
    }

    @State private var query = ""

    private let recipes = [
        "Apple Crumble", "Banana Bread", "Carrot Soup", "Focaccia", "Green Curry", "Lemon Tart",
        "Miso Ramen", "Pancakes", "Ratatouille", "Shakshuka", "Tomato Risotto", "Vegetable Lasagne",
    ].enumerated().map { Recipe(id: $0.offset, name: $0.element) }

    private var shown: [Recipe] {
        query.isEmpty ? recipes : recipes.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationStack {
            List(shown) { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
            .navigationTitle("Recipes")
            .navigationDestination(for: Recipe.self) { recipe in
                Text(recipe.name)
                    .navigationTitle(recipe.name)
            }
            .searchable(text: $query, prompt: "Search")
        }
    }
}

#Preview {
    RecipeIndexScreen()
}
