import Foundation

extension Trip {
    /// The journal's sample trips, decoded from trips.json in the app's resources.
    static let samples: [Trip] = {
        guard let url = Bundle.wayfarerResources.url(forResource: "trips", withExtension: "json") else {
            fatalError("trips.json is missing from \(Bundle.wayfarerResources.bundlePath)")
        }
        do {
            let data = try Data(contentsOf: url)
            return try Formatters.tripDecoder.decode([Trip].self, from: data)
        } catch {
            fatalError("trips.json does not decode: \(error)")
        }
    }()

    /// Lisbon: a finished trip with every place and expense filled in.
    static var lisbon: Trip { sample(id: "lisbon-2024") }

    /// Kyoto: under way on `TripStore.previewToday`.
    static var kyoto: Trip { sample(id: "kyoto-2024") }

    /// Iceland: planned, with deposits paid and nothing visited yet.
    static var iceland: Trip { sample(id: "iceland-2024") }

    /// Marrakech: a finished trip that went over its budget.
    static var marrakech: Trip { sample(id: "marrakech-2023") }

    /// Lisbon with one more expense logged since: the fado night (`Expense.fadoNight`).
    static var lisbonWithFado: Trip {
        var trip = lisbon
        trip.expenses.append(.fadoNight)
        return trip
    }

    private static func sample(id: Trip.ID) -> Trip {
        guard let trip = samples.first(where: { $0.id == id }) else {
            fatalError("trips.json has no trip \(id)")
        }
        return trip
    }

    /// A trip just created: dates and a destination, nothing else yet.
    static let draft = Trip(
        id: "porto-draft",
        title: "Porto by Train",
        destination: "Porto",
        country: "Portugal",
        startDate: Date(year: 2024, month: 10, day: 18),
        endDate: Date(year: 2024, month: 10, day: 20),
        budget: 500,
        currencyCode: "EUR",
        symbol: "train.side.front.car",
        isFavorite: false,
        notes: nil,
        weather: Weather(condition: .cloudy, highCelsius: 19, lowCelsius: 12),
        places: [],
        expenses: []
    )
}

extension Place {
    /// A place with a long name and note, for layouts that must wrap.
    static let longNamed = Place(
        id: "lx-fronteira",
        name: "Palácio dos Marqueses de Fronteira",
        kind: .museum,
        day: 3,
        rating: 4,
        visited: true,
        note: "Tiled garden terraces; the guided tour of the rooms starts every hour"
    )

    /// A place planned but not visited or rated.
    static let planned = Place(
        id: "lx-factory",
        name: "LX Factory",
        kind: .food,
        day: 4,
        rating: 0,
        visited: false,
        note: nil
    )
}

extension Expense {
    /// An expense made for previews: a fado night on the third evening in Lisbon.
    static let fadoNight = Expense(
        id: "lx-e7",
        title: "Fado night",
        amount: 64,
        category: .activities,
        date: Date(year: 2024, month: 5, day: 11)
    )
}
