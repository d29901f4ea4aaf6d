import Foundation
import FuzzDriver
import RepbookCore
import RepbookFormats

/// The weight CSV reader, with the date orders and units chosen by the input's length.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    let orders: [WeightDateOrder] = [.iso, .dayFirst, .monthFirst]
    let units: [WeightUnit?] = [nil, .kilograms, .pounds]
    let options = WeightCSVOptions(unit: units[(size / 3) % units.count], dateOrder: orders[size % orders.count])
    _ = try? WeightCSVReader.read(bytes, options: options, userUnit: size % 2 == 0 ? .kilograms : .pounds)
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(RepbookFuzzRun(&argc, &argv, fuzz))
