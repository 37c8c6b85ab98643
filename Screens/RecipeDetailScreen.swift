import SwiftUI

struct Ingredient: Identifiable {
    let id = UUID()
    var name: String
    var quantity: Measurement<UnitMass>?
    var note: String?
}

struct Recipe {
    var title = "Lemon Ricotta Pancakes"
    var author = "Giada M."
    var servings = 4
    var prepTime = 10
    var cookTime = 20
    var calories = 420
    var rating = 4.6
    var reviewCount = 1_284
    var ingredients: [Ingredient] = [
        Ingredient(name: "Ricotta", quantity: Measurement(value: 250, unit: .grams)),
        Ingredient(name: "Flour", quantity: Measurement(value: 180, unit: .grams), note: "all-purpose"),
        Ingredient(name: "Sugar", quantity: Measurement(value: 30, unit: .grams)),
        Ingredient(name: "Eggs", quantity: nil, note: "3 large"),
        Ingredient(name: "Lemon zest", quantity: nil, note: "from 2 lemons"),
    ]
    var steps = [
        "Whisk the ricotta, eggs and lemon zest until smooth.",
        "Fold in the flour and sugar; don't overmix.",
        "Cook on a buttered griddle, 2 minutes a side.",
    ]
}

struct RecipeDetailView: View {
    let recipe = Recipe()
    @State private var servings = 4
    @State private var showsNutrition = false
    @State private var checked: Set<Int> = [0]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 20) {
                    AsyncImage(url: URL(string: "https://images.example.com/pancakes.jpg")) { phase in
                        switch phase {
                        case .success(let image):
                            image.resizable().scaledToFill()
                        case .failure:
                            Image(systemName: "photo")
                                .font(.largeTitle)
                                .foregroundStyle(.secondary)
                        default:
                            ZStack {
                                Color.orange.opacity(0.2)
                                ProgressView()
                            }
                        }
                    }
                    .frame(height: 220)
                    .frame(maxWidth: .infinity)
                    .clipShape(RoundedRectangle(cornerRadius: 16))

                    VStack(alignment: .leading, spacing: 6) {
                        Text(recipe.title)
                            .font(.largeTitle.weight(.bold))
                        HStack(spacing: 4) {
                            ForEach(0..<5) { index in
                                Image(systemName: Double(index) + 0.5 < recipe.rating ? "star.fill" : "star.leadinghalf.filled")
                                    .foregroundStyle(.yellow)
                            }
                            Text(recipe.rating, format: .number.precision(.fractionLength(1)))
                                .bold()
                            Text("(\(recipe.reviewCount.formatted()) reviews)")
                                .foregroundStyle(.secondary)
                        }
                        .font(.subheadline)
                        Text("by \(recipe.author)")
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }

                    Grid(horizontalSpacing: 12, verticalSpacing: 8) {
                        GridRow {
                            statCell("Prep", value: "\(recipe.prepTime) min", symbol: "timer")
                            statCell("Cook", value: "\(recipe.cookTime) min", symbol: "flame")
                            statCell("Calories", value: "\(recipe.calories)", symbol: "bolt.heart")
                        }
                    }

                    Stepper(value: $servings, in: 1...12) {
                        LabeledContent("Servings", value: servings, format: .number)
                    }

                    GroupBox {
                        VStack(alignment: .leading, spacing: 10) {
                            ForEach(Array(recipe.ingredients.enumerated()), id: \.element.id) { index, ingredient in
                                Button {
                                    if checked.contains(index) { checked.remove(index) } else { checked.insert(index) }
                                } label: {
                                    HStack {
                                        Image(systemName: checked.contains(index) ? "checkmark.circle.fill" : "circle")
                                            .foregroundStyle(checked.contains(index) ? Color.accentColor : .secondary)
                                        Text(ingredient.name)
                                            .strikethrough(checked.contains(index))
                                        Spacer()
                                        if let quantity = ingredient.quantity {
                                            Text(quantity.converted(to: .grams).value * Double(servings) / Double(recipe.servings), format: .number.precision(.fractionLength(0)))
                                                .monospacedDigit()
                                            + Text(" g")
                                        } else if let note = ingredient.note {
                                            Text(note)
                                                .foregroundStyle(.secondary)
                                        }
                                    }
                                }
                                .buttonStyle(.plain)
                            }
                        }
                    } label: {
                        Label("Ingredients", systemImage: "basket")
                    }

                    VStack(alignment: .leading, spacing: 12) {
                        Text("Method")
                            .font(.title2.bold())
                        ForEach(Array(recipe.steps.enumerated()), id: \.offset) { index, step in
                            HStack(alignment: .top, spacing: 12) {
                                Text("\(index + 1)")
                                    .font(.headline)
                                    .frame(width: 28, height: 28)
                                    .background(Circle().fill(.orange.opacity(0.2)))
                                Text(step)
                                    .fixedSize(horizontal: false, vertical: true)
                            }
                        }
                    }

                    DisclosureGroup("Nutrition per serving", isExpanded: $showsNutrition) {
                        LabeledContent("Protein", value: "18 g")
                        LabeledContent("Carbohydrates", value: "52 g")
                    }
                }
                .padding()
            }
            .navigationTitle("Recipe")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    ShareLink(item: recipe.title, subject: Text(recipe.title), message: Text("Try this!"))
                    Button("Save", systemImage: "bookmark") {}
                }
            }
        }
    }

    private func statCell(_ title: String, value: String, symbol: String) -> some View {
        VStack(spacing: 4) {
            Image(systemName: symbol)
                .symbolRenderingMode(.multicolor)
                .font(.title3)
            Text(value)
                .font(.headline)
            Text(title)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity)
        .padding(.vertical, 10)
        .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
    }
}

#Preview {
    RecipeDetailView()
}
