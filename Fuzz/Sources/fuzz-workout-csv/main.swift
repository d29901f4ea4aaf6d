import Foundation
import FuzzDriver
import RepbookCore
import RepbookFormats

/// The workout history CSV reader (Strong, Hevy, FitNotes, Repbook): the format found from the header, or, for one
/// input in five lengths each, named, so each layout also reads headers of the others.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let formats: [WorkoutFileFormat?] = [nil] + WorkoutFileFormat.allCases.map { $0 }
    let format = formats[size % formats.count]
    let unit: WeightUnit = size % 2 == 0 ? .kilograms : .pounds
    _ = try? WorkoutCSVReader.read(bytes, options: WorkoutCSVOptions(format: format, unit: unit))
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(RepbookFuzzRun(&argc, &argv, fuzz))
