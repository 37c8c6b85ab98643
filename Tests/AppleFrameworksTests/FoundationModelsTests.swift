@testable import FoundationModels
import Testing

@Generable(description: "One day of a trip")
struct DayPlan: Equatable {
    @Guide(description: "A short title") var title: String
    @Guide(description: "What to do", .count(3)) var activities: [String]
    @Guide(.range(1...5)) var rating: Int
    var note: String?
}

@Generable
enum Pace: Equatable { case relaxed, busy }

@Generable
struct TripPlan {
    var name: String
    var days: [DayPlan]
    var pace: Pace
}

/// FoundationModels as on an iPhone that cannot run Apple Intelligence (Apple's documentation of
/// `SystemLanguageModel.Availability`; docs/reference/foundation-models.md): the model is
/// unavailable and requests fail, while `@Generable` types convert to and from content as Apple's do.
struct FoundationModelsTests {
    @Test func theModelIsUnavailable() {
        let model = SystemLanguageModel.default
        #expect(model.availability == .unavailable(.deviceNotEligible))
        #expect(!model.isAvailable && model.contextSize == 4096)
        #expect(model.supportedLanguages.isEmpty && !model.supportsLocale(Locale(identifier: "en_US")))
        #expect(SystemLanguageModel(useCase: .contentTagging).useCase == .contentTagging)
        #expect(throws: SystemLanguageModel.Adapter.AssetError.self) { try SystemLanguageModel.Adapter(name: "travel") }
    }

    @Test func requestsFailAsWithoutTheModelsAssets() async throws {
        let session = LanguageModelSession(instructions: "You plan trips.")
        #expect(session.transcript.count == 1 && !session.isResponding)
        func isUnavailable(_ request: () async throws -> Void) async -> Bool {
            do { try await request() } catch LanguageModelSession.GenerationError.assetsUnavailable(let context) {
                return context.debugDescription == "Model is unavailable"
            } catch { return false }
            return false
        }
        #expect(await isUnavailable { _ = try await session.respond(to: "Plan a weekend in Kyoto") })
        #expect(await isUnavailable { _ = try await session.respond(to: "Plan a weekend", generating: TripPlan.self) })
        #expect(await isUnavailable { _ = try await session.respond { "Plan a weekend"; "in Kyoto" } })
        #expect(await isUnavailable {
            for try await snapshot in session.streamResponse(to: "Plan", generating: TripPlan.self) { _ = snapshot.content.name }
        })
        #expect(session.transcript.count == 1)
    }

    @Test func generableContentRoundTrips() throws {
        let day = DayPlan(title: "Kyoto", activities: ["Temple", "Tea", "Market"], rating: 4, note: nil)
        #expect(day.generatedContent.jsonString == #"{"title":"Kyoto","activities":["Temple","Tea","Market"],"rating":4,"note":null}"#)
        #expect(try DayPlan(GeneratedContent(json: day.generatedContent.jsonString)) == day)
        #expect(throws: LanguageModelSession.GenerationError.self) { try DayPlan(GeneratedContent(json: #"{"title":1}"#)) }
        #expect(try Pace(GeneratedContent("busy")) == .busy && Pace.relaxed.generatedContent.jsonString == #""relaxed""#)

        // A partial form, as a stream shows it: what is there so far, the rest nil.
        let trip = TripPlan(name: "Kansai", days: [day], pace: .busy).asPartiallyGenerated()
        #expect(trip.name == "Kansai" && trip.days?.first?.activities == ["Temple", "Tea", "Market"] && trip.pace == .busy)
        let early = try DayPlan.PartiallyGenerated(GeneratedContent(json: #"{"title":"Ky"}"#))
        #expect(early.title == "Ky" && early.activities == nil && early.rating == nil)

        let schema = DayPlan.generationSchema.debugDescription
        for fact in ["One day of a trip", "A short title", "count 3", "range 1...5", "\"isOptional\":true"] {
            #expect(schema.contains(fact), "\(fact) in \(schema)")
        }
        #expect(Pace.generationSchema.debugDescription.contains(#"["relaxed","busy"]"#))
    }

    @Test func promptsJoinTheirLines() {
        let prompt = Prompt {
            "Plan a trip."
            if true { "Three days." }
            DayPlan(title: "Nara", activities: [], rating: 3)
        }
        // Lines joined by new lines; generated content as its JSON.
        #expect(prompt.text == "Plan a trip.\nThree days.\n" + #"{"title":"Nara","activities":[],"rating":3,"note":null}"#)
        guard case .instructions(let instructions) = LanguageModelSession(instructions: { "Be brief."; "Use lists." }).transcript.first,
              case .text(let text) = instructions.segments.first else { Issue.record("no instructions"); return }
        #expect(text.content == "Be brief.\nUse lists.")
    }
}
